import { BannerSlider } from '@parts/shared-kernel/banner-slider';
import { SliderType } from '@parts/shared-kernel';
import { LoginForm } from './LoginForm';
import styles from './login.module.css';

export function LoginPage() {
  return (
    <div className={styles.page}>
      <BannerSlider sliderType={SliderType.LoginPage} />
      <LoginForm />
    </div>
  );
}
